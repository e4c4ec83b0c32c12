module.exports = function icons91(props) {
  return { kind: 'icons', id: 91, props };
};

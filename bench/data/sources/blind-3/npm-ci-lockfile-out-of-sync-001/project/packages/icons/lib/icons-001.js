module.exports = function icons1(props) {
  return { kind: 'icons', id: 1, props };
};

module.exports = function icons5(props) {
  return { kind: 'icons', id: 5, props };
};

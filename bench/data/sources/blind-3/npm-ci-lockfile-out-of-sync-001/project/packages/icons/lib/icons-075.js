module.exports = function icons75(props) {
  return { kind: 'icons', id: 75, props };
};

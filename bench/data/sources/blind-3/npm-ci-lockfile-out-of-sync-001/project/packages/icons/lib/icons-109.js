module.exports = function icons109(props) {
  return { kind: 'icons', id: 109, props };
};

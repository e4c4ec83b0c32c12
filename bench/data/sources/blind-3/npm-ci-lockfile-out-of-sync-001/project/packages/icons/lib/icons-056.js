module.exports = function icons56(props) {
  return { kind: 'icons', id: 56, props };
};

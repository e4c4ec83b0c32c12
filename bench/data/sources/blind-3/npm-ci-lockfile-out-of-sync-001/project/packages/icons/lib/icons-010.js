module.exports = function icons10(props) {
  return { kind: 'icons', id: 10, props };
};

module.exports = function ui23(props) {
  return { kind: 'ui', id: 23, props };
};

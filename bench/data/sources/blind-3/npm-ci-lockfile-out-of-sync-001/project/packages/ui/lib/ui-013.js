module.exports = function ui13(props) {
  return { kind: 'ui', id: 13, props };
};

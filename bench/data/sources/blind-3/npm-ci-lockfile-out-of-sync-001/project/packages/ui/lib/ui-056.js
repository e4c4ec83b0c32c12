module.exports = function ui56(props) {
  return { kind: 'ui', id: 56, props };
};

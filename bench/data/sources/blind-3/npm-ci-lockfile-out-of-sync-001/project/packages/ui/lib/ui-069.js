module.exports = function ui69(props) {
  return { kind: 'ui', id: 69, props };
};

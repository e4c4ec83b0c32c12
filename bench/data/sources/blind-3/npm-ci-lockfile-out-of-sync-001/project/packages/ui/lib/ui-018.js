module.exports = function ui18(props) {
  return { kind: 'ui', id: 18, props };
};

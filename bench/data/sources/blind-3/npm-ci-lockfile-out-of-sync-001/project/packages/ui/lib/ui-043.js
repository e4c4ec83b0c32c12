module.exports = function ui43(props) {
  return { kind: 'ui', id: 43, props };
};

module.exports = function ui50(props) {
  return { kind: 'ui', id: 50, props };
};

module.exports = function ui36(props) {
  return { kind: 'ui', id: 36, props };
};

module.exports = function ui59(props) {
  return { kind: 'ui', id: 59, props };
};

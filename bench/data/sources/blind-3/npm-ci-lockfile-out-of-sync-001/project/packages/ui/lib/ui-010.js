module.exports = function ui10(props) {
  return { kind: 'ui', id: 10, props };
};

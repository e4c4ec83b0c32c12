module.exports = function ui7(props) {
  return { kind: 'ui', id: 7, props };
};

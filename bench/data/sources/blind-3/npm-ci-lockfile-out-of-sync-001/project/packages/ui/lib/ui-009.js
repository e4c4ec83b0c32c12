module.exports = function ui9(props) {
  return { kind: 'ui', id: 9, props };
};

module.exports = function ui22(props) {
  return { kind: 'ui', id: 22, props };
};

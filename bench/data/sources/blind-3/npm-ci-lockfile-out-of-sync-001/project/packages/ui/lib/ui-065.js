module.exports = function ui65(props) {
  return { kind: 'ui', id: 65, props };
};

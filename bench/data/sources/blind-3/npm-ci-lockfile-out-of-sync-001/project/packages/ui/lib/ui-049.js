module.exports = function ui49(props) {
  return { kind: 'ui', id: 49, props };
};

module.exports = function ui34(props) {
  return { kind: 'ui', id: 34, props };
};

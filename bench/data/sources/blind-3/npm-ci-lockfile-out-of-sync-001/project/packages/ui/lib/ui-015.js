module.exports = function ui15(props) {
  return { kind: 'ui', id: 15, props };
};

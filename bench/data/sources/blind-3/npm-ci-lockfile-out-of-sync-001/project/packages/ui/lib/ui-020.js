module.exports = function ui20(props) {
  return { kind: 'ui', id: 20, props };
};

module.exports = function ui44(props) {
  return { kind: 'ui', id: 44, props };
};

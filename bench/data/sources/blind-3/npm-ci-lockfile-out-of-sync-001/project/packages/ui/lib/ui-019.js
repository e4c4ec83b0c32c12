module.exports = function ui19(props) {
  return { kind: 'ui', id: 19, props };
};

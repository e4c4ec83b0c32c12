module.exports = function ui2(props) {
  return { kind: 'ui', id: 2, props };
};

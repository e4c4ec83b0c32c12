module.exports = function ui1(props) {
  return { kind: 'ui', id: 1, props };
};

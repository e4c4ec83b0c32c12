module.exports = function ui11(props) {
  return { kind: 'ui', id: 11, props };
};

module.exports = function ui25(props) {
  return { kind: 'ui', id: 25, props };
};

module.exports = function ui24(props) {
  return { kind: 'ui', id: 24, props };
};

module.exports = function ui60(props) {
  return { kind: 'ui', id: 60, props };
};

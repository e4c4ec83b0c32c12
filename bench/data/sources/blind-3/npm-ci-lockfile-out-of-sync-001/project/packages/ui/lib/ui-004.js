module.exports = function ui4(props) {
  return { kind: 'ui', id: 4, props };
};

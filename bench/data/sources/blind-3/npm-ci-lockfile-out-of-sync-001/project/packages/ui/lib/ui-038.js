module.exports = function ui38(props) {
  return { kind: 'ui', id: 38, props };
};

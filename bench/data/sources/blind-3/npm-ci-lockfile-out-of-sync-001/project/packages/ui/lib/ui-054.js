module.exports = function ui54(props) {
  return { kind: 'ui', id: 54, props };
};

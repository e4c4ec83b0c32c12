module.exports = function ui58(props) {
  return { kind: 'ui', id: 58, props };
};

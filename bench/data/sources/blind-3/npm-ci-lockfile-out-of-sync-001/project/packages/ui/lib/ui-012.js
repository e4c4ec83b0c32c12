module.exports = function ui12(props) {
  return { kind: 'ui', id: 12, props };
};

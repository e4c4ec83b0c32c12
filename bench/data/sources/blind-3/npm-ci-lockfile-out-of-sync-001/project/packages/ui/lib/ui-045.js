module.exports = function ui45(props) {
  return { kind: 'ui', id: 45, props };
};

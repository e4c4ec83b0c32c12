module.exports = function ui68(props) {
  return { kind: 'ui', id: 68, props };
};

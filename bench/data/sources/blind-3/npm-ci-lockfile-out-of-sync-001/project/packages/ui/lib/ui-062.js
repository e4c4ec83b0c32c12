module.exports = function ui62(props) {
  return { kind: 'ui', id: 62, props };
};

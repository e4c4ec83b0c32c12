module.exports = function ui26(props) {
  return { kind: 'ui', id: 26, props };
};

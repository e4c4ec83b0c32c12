module.exports = function ui14(props) {
  return { kind: 'ui', id: 14, props };
};

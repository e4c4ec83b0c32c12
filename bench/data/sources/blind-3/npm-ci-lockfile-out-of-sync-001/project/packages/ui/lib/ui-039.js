module.exports = function ui39(props) {
  return { kind: 'ui', id: 39, props };
};

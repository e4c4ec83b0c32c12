module.exports = function ui47(props) {
  return { kind: 'ui', id: 47, props };
};

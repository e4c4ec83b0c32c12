module.exports = function ui57(props) {
  return { kind: 'ui', id: 57, props };
};

module.exports = function ui17(props) {
  return { kind: 'ui', id: 17, props };
};

module.exports = function icons17(props) {
  return { kind: 'icons', id: 17, props };
};

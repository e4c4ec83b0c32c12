module.exports = function icons20(props) {
  return { kind: 'icons', id: 20, props };
};

module.exports = function icons19(props) {
  return { kind: 'icons', id: 19, props };
};

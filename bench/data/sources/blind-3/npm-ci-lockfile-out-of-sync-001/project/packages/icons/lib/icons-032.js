module.exports = function icons32(props) {
  return { kind: 'icons', id: 32, props };
};

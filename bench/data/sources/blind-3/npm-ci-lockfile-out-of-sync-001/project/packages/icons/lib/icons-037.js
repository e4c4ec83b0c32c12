module.exports = function icons37(props) {
  return { kind: 'icons', id: 37, props };
};

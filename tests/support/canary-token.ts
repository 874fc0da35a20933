/**
 * A made-up Hugging Face token for tests that search responses and logs for it, assembled here
 * so that no token-shaped string sits in the repository.
 */
export const canaryToken = ['hf', 'CANARYcanary', 'CANARYcanary0123456789'].join('_');
